// A button whose only content is an icon component: unnamed when the icon is known to render a bare graphic
// (the project's own icon, or a library read to render no name), not decidable when it comes from another
// library or is an imported SVG asset (svgr keeps the file's <title>). Shapes from real published packages
// (files kept in ../real-corpus/packages), reduced to the lines that decide each verdict.
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/view.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

const BUTTON_NAME = 'a11y/button-name';

describe('an icon from another library or an SVG asset may carry its own name', () => {
  // gatsby-theme-apollo-core 4.0.0, src/components/menu-button.js (MIT): the menu button's only content is
  // styled(IconMenu), an icon of @apollo/space-kit, a library this checker has not read.
  const menuButton = `import React from 'react';
import styled from '@emotion/styled';
import {IconMenu} from '@apollo/space-kit/icons/IconMenu';
import {size} from 'polished';

const StyledButton = styled.button({ padding: 20, cursor: 'pointer' });
const StyledIcon = styled(IconMenu)(size(24), { display: 'block', fill: 'currentColor' });

export default function MenuButton(props) {
  return (
    <StyledButton onClick={props.onClick}>
      <StyledIcon />
    </StyledButton>
  );
}`;

  it('a styled icon of an unread library is followed to its import (apollo MenuButton)', () => {
    expect(check(menuButton, 'src/components/menu-button.js')).toEqual([]);
    // The same icon used directly, without styled().
    expect(check(menuButton.replace('<StyledIcon />', '<IconMenu />'), 'src/menu-button.js')).toEqual([]);
  });

  it('is reported when the icon is the project’s own (a relative module or defined in the file)', () => {
    const own = menuButton.replace("'@apollo/space-kit/icons/IconMenu'", "'./icons/IconMenu'");
    expect(check(own, 'src/components/menu-button.js')).toEqual([[BUTTON_NAME, 11]]);
    const aliased = menuButton.replace("'@apollo/space-kit/icons/IconMenu'", "'@/icons/IconMenu'");
    expect(check(aliased, 'src/components/menu-button.js')).toEqual([[BUTTON_NAME, 11]]);
  });

  // react-chatbot-kit 2.2.2, src/components/Chat/Chat.tsx (MIT): the send button holds only ChatIcon, an
  // SVG file imported as a component; the file may have a <title>.
  const chat = `import React from 'react';
import ChatIcon from '../../assets/icons/paper-plane.svg';

const Chat = ({ handleSubmit, customButtonStyle }) => (
  <form className="react-chatbot-kit-chat-input-form" onSubmit={handleSubmit}>
    <button className="react-chatbot-kit-chat-btn-send" style={customButtonStyle}>
      <ChatIcon className="react-chatbot-kit-chat-btn-send-icon" />
    </button>
  </form>
);
export default Chat;`;

  it('an imported SVG asset (react-chatbot-kit Chat)', () => {
    expect(check(chat, 'src/components/Chat/Chat.tsx')).toEqual([]);
    expect(check(chat.replace('paper-plane.svg', 'paper-plane.svg?react'))).toEqual([]);
  });

  it('the same button with a code module’s icon is still reported', () => {
    expect(check(chat.replace('paper-plane.svg', 'PaperPlane'))).toEqual([[BUTTON_NAME, 6]]);
  });

  it('an icon the caller hands in is the caller’s; one declared in the file is the project’s own', () => {
    const unimported = chat.replace("import ChatIcon from '../../assets/icons/paper-plane.svg';", '');
    const handedIn = unimported.replace(
      '({ handleSubmit, customButtonStyle })',
      '({ handleSubmit, customButtonStyle, ChatIcon })',
    );
    expect(handedIn).toContain('customButtonStyle, ChatIcon }');
    expect(check(handedIn)).toEqual([]);
    const declared = unimported.replace(
      'const Chat =',
      'const ChatIcon = () => <svg viewBox="0 0 8 8" />;\nconst Chat =',
    );
    expect(check(declared)).toEqual([[BUTTON_NAME, 7]]);
  });
});

describe('icons of libraries read to render no name stay reported', () => {
  // react-chat-elements 12.0.18, src/PhotoMessage/PhotoMessage.tsx (MIT): the download button's only child is
  // @hugeicons/react's HugeiconsIcon, which renders a bare <svg> (1.0.5 and 1.1.10 read).
  const photo = `import React from 'react';
import { HugeiconsIcon } from '@hugeicons/react';
import { CloudDownloadIcon } from '@hugeicons/core-free-icons';

const PhotoMessage = (props) => (
  <div className="rce-mbox-photo--img__block">
    <button onClick={props.onDownload} className="rce-mbox-photo--download">
      <HugeiconsIcon icon={CloudDownloadIcon} />
    </button>
  </div>
);
export default PhotoMessage;`;

  it('@hugeicons/react (react-chat-elements PhotoMessage)', () => {
    expect(check(photo, 'src/PhotoMessage/PhotoMessage.tsx')).toEqual([[BUTTON_NAME, 7]]);
  });

  it('@heroicons/react and lucide-react, by their package name under any subpath', () => {
    const hero = photo
      .replace(
        "import { HugeiconsIcon } from '@hugeicons/react';",
        "import { XMarkIcon } from '@heroicons/react/24/outline';",
      )
      .replace('<HugeiconsIcon icon={CloudDownloadIcon} />', '<XMarkIcon className="size-6" />');
    expect(check(hero)).toEqual([[BUTTON_NAME, 7]]);
    const lucide = hero.replace("'@heroicons/react/24/outline'", "'lucide-react'");
    expect(check(lucide)).toEqual([[BUTTON_NAME, 7]]);
    // Given a label-like prop, the icon names the button (heroicons' `title` renders a <title>).
    expect(check(hero.replace('<XMarkIcon className="size-6" />', '<XMarkIcon title="Close" />'))).toEqual(
      [],
    );
  });
});
