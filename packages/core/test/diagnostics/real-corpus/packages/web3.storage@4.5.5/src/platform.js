import fetch, { Request, Response, Headers } from '@web-std/fetch'
import { Blob } from '@web-std/blob'
import { File } from '@web-std/file'
import { FsBlockStore as Blockstore } from 'ipfs-car/blockstore/fs'

export {
  fetch,
  Request,
  Response,
  Headers,
  Blob,
  File,
  Blockstore
}
