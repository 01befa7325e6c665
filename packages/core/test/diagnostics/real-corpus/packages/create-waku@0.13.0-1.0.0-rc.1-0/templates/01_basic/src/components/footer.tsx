export const Footer = () => {
  return (
    <footer className="p-6 lg:fixed lg:bottom-0 lg:left-0">
      <div>
        visit{' '}
        <a
          href="https://waku.gg/"
          target="_blank"
          rel="noreferrer"
          className="mt-4 inline-block underline"
        >
          waku.gg
        </a>{' '}
        to learn more
      </div>
    </footer>
  );
};
