export function PrimerGeneratorRoute() {
  return <h1>Constitutional Primer Generator</h1>;
}
