import type { ElementNode } from './element';

/**
 * Layout and hint components that render their children as given, adding no `href`: MUI / Chakra / theme-ui `Box`,
 * `Flex`, `Stack`, `Grid`, `Typography`, and a `Tooltip`, which clones only hover and aria props onto its child.
 */
const LAYOUT_COMPONENT = /^(Box|Flex|Stack|HStack|VStack|Grid|Typography|Tooltip)$/;

/**
 * Whether the component around an `<a>` may hand it the `href` that makes it focusable: older Next.js `<Link><a>`,
 * a router's link component. A styled tag, a `<React.Fragment>` (react-activity-feed@1.4.0 textRenderer.tsx:48), or a
 * layout component does not: `<Box …><a onClick={onSecondaryClick}>{icon}</a></Box>` (@kapeta/ui-web-components@3.12.0
 * src/blockhub/AssetInstallButton.tsx:436, MIT, `Box` from @mui/material) is an anchor with no href, so not focusable.
 */
export function mayGiveHref(parent: ElementNode | undefined): boolean {
  if (!parent?.isComponent || parent.styledTag) return false;
  const name = parent.name.split('.').at(-1) ?? parent.name;
  return !/^(React\.)?Fragment$/.test(parent.name) && !LAYOUT_COMPONENT.test(name);
}
