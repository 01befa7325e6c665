// `fetch(asset.uri)` with no init: the `uri` of a picked asset or file (React Native's and Expo's `{ uri }`
// sources: ImagePicker's `result.assets[i].uri`, DocumentPicker's `file.uri`) is most often a local `file://` or
// `content://` address read into a blob, sometimes a remote one (an NFT's off-chain metadata `asset.uri`). The
// file cannot tell which, so the call is not judged: @uploadcare/upload-client 6.21.0 dist/esm/index.node.mjs
// line 1489, `getBlobFromReactNativeAsset = async (asset) => … await fetch(asset.uri).then((res) => res.blob())`.
import type { AstNode } from '../ast';
import { toPath, unwrap } from './evaluate';

const ASSET_NAME = /(?:^|[._])(?:asset|file|image|photo|picture|video|media|document|attachment)s?$/i;

/** The input is the `uri` member of an object named for a picked asset or file (`asset.uri`, `file.uri`). */
export function isAssetUri(input: AstNode | undefined): boolean {
  const node = input && unwrap(input);
  if (node?.type !== 'MemberExpression' || node.computed) return false;
  if ((node.property as AstNode).name !== 'uri') return false;
  const owner = toPath(unwrap(node.object as AstNode));
  return owner !== undefined && ASSET_NAME.test(owner);
}
