import { Base } from '@or-sdk/base';
import axios from 'axios';
import type FormDataNode from 'form-data';
import { Memoize } from 'typescript-memoize';

import { SERVICE_KEY } from './constants';
import type {
  ExtendedFileModel,
  FileItem,
  FileItemSelect,
  FileModel,
  FilesConfigWithDiscovery,
  FilesConfigWithExplicitUrls,
  GetItemsQuery,
  GetSystemFileUploadUrlParams,
  GetUploadUrlDataPayload,
  NormalizeDateOptions,
  RequestOptions,
  SearchQuery,
  DateTime,
  UploadFileOptions,
  UploadFileProps,
  UploadFilePropsLegacy,
  UploadSystemFileParams,
  UploadSystemFileParamsLegacy,
  UploadToSignedUrlParameters,
  UploadUrlProps,
  UploadUrlPropsLegacy,
  UploadUrlResponse,
} from './types';
import { isNode } from './utils';

const defaultContentType = 'application/octet-stream';

export class Files extends Base {
  /** Prefer this when the Files API URL is known — skips discovery and reduces latency / infra load */
  constructor(params: FilesConfigWithExplicitUrls);
  /** Fallback — resolve the Files API URL via service discovery (extra network round-trip) */
  constructor(params: FilesConfigWithDiscovery);
  constructor(params: FilesConfigWithDiscovery | FilesConfigWithExplicitUrls) {
    const { token, accountId, discoveryUrl, filesApiUrl, serviceUrl } = params;

    super({
      token,
      accountId,
      discoveryUrl,
      serviceUrl: filesApiUrl ?? serviceUrl,
      serviceKey: SERVICE_KEY,
    });
  }

  /**
   * Get one file full data
   * @param isPublic does this file public or private
   * @param prefix object key without a leading `/`, example: `data/images/second.png`
   * @param attributes select specific props from FileItem. Example: 'key, isBoolean, size'
   * @returns object with: file, headData and url for downloading
   */
  async getFile(prefix: string, isPublic: boolean, attributes?: string): Promise<FileItem> {
    return await this.callApiV2({
      method: 'get',
      route: 'files/find-one',
      params: {
        key: prefix,
        isPublic,
        attributes,
      },
    });
  }

  /**
   * Get one folder full data
   * @param key folder key without a leading `/`, example: `data/images`
   * @returns Folder record
   */
  async getFolder(key: string, options?: RequestOptions): Promise<FileItem> {
    return await this.callApiV2({
      method: 'get',
      route: 'folders/find-one',
      params: {
        key,
      },
      signal: options?.signal,
    });
  }

  /**
   * Get folder size
   * @param key the name of folder
   * @returns total folder size in bytes
   */
  async getFolderSize(key: string, options?: RequestOptions): Promise<number> {
    const { size } = await this.getFolder(key, options);
    return size;
  }

  /**
   * Get list of public/private FileItems from api
   * @param treePrefix the folder path where GET FileItems, for Root use ''
   * @param isPublic does this file public or private, undefined for both types
   * @returns list of FileItem records
   */
  async getItemsList(treePrefix: string, isPublic?: boolean): Promise<FileItem[]>;
  /**
   * Get list of public/private FileItems from api
   * @param treePrefix the folder path where GET FileItems, for Root use ''
   * @param isPublic does this file public or private, undefined for both types
   * @param attributes select specific props from FileItem. Example: 'key, isBoolean, size'
   * @returns list of FileItemSelect
   */
  async getItemsList(treePrefix: string, isPublic?: boolean, attributes?: string): Promise<FileItemSelect[]>;

  async getItemsList(treePrefix: string, isPublic?: boolean, attributes?: string) {
    const queryParams: GetItemsQuery = {
      prefix: treePrefix,
      isPublic,
      attributes,
    };

    const [files, folders] = await Promise.all([
      this.callApiV2<FileItem[] | FileItemSelect[]>({
        method: 'GET',
        route: 'files',
        params: queryParams,
      }),
      isPublic ? [] as FileItem[] : this.callApiV2<FileItem[]>({
        method: 'GET',
        route: 'folders',
        params: { prefix: treePrefix },
      }),
    ]);

    return [...folders, ...files];
  }

  async getFoldersList(treePrefix: string, options?: RequestOptions) {
    return await this.callApiV2<FileItem[]>({
      method: 'GET',
      route: 'folders/search',
      params: { prefix: treePrefix },
      signal: options?.signal,
    });
  }

  /**
   * Se list of public/private FileItems from api with specific prefix
   * @param term the folder/file path where search will be done
   * @param isPublic does this file public or private, undefined for both types
   * @returns list of FileItems
   */
  async search(term: string, isPublic?: boolean): Promise<FileItem[]> {
    const queryParams: SearchQuery = {
      isPublic,
      prefix: term,
    };

    const [files, folders] = await Promise.all([
      this.callApiV2<FileItem[]>({
        method: 'GET',
        route: 'files/search',
        params: queryParams,
      }),

      isPublic
        ? [] as FileItem[]
        : this.getFoldersList(term),
    ]);

    return [...files, ...folders];
  }

  /**
   * Create ROOT folder
   */
  async createRootFolder(options?: RequestOptions): Promise<void> {
    await this.callApiV2({
      method: 'post',
      route: 'folders/root',
      signal: options?.signal,
    });
  }

  /**
   * Create new folder
   * @param folderName full folder key without a leading `/`, example: `main/New folder`
   */
  async createFolder(folderName: string, options?: RequestOptions): Promise<void> {
    await this.callApiV2({
      method: 'post',
      route: 'folders',
      data: { key: folderName },
      signal: options?.signal,
    });
  }

  /**
   * Rename exist file
   * @param key old file name
   * @param newKey new file name
   * @param isPublic does this file public or private
   * @param abortSignal signal to cancel file renaming
   */
  async renameFile(key: string, newKey: string, isPublic: boolean, abortSignal?: AbortSignal): Promise<void> {
    await this.callApiV2({
      method: 'put',
      route: 'files/rename',
      signal: abortSignal,
      params: {
        key,
        isPublic,
        newKey,
      },
    });
  }

  /**
   * Duplicate file
   * @param key target file name
   * @param newKey new file name
   * @param isPublic does this file public or private
   */
  async duplicateFile(key: string, newKey: string, isPublic: boolean): Promise<void> {
    await this.callApiV2({
      method: 'put',
      route: 'files/duplicate',
      params: {
        key,
        isPublic,
        newKey,
      },
    });

    const TIMEOUT = 300000; // 5 minutes in ms
    const STEP = 2000; // 2 second in ms
    let passed = 0;

    await new Promise((res, rej) => {
      // it may take some time to copy file on S3, so we check it each "STEP" time
      const interval = setInterval(() => {
        this.getFile(newKey, isPublic)
          .then(() => {
            if (passed >= TIMEOUT) rej('Timeout reached');
            clearInterval(interval);
            res(null);
          })
          .catch(() => passed += STEP);
      }, STEP);
    });
  }

  /**
   * Change file privacy
   * @param key file name
   * @param newPrivacy new file privacy
   * @param isPublic does this file public or private
   */
  async changePrivacy(key: string, newPrivacy: 'private' | 'public', isPublic: boolean): Promise<void> {
    await this.callApiV2({
      method: 'patch',
      route: 'files/change-privacy',
      params: {
        key,
        isPublic,
        newPrivacy,
      },
    });
  }

  /**
   * Delete file
   * @param key file name
   * @param isPublic does this file public or private
   * @param abortSignal signal to cancel file renaming
   */
  async deleteFile(key: string, isPublic: boolean, abortSignal?: AbortSignal): Promise<void> {
    await this.callApiV2({
      method: 'delete',
      route: 'files',
      signal: abortSignal,
      params: {
        key,
        isPublic,
      },
    });
  }

  /**
   * Delete folder
   * @param key folder name
   */
  async deleteFolder(key: string, options?: RequestOptions): Promise<void> {
    await this.callApiV2({
      method: 'delete',
      route: 'folders',
      params: { key },
      signal: options?.signal,
    });
  }

  /**
   * Get a link to download file, example: for preview
   * @param key object key without a leading `/`, example: `data/images/second.png`
   * @param isPublic does this file public or private
   * @param expireMs how long PRIVATE file link will be accessible in milliseconds
   * @param checkFileExist check that file exists in database
   * @returns file url
   */
  async getDownloadUrl(key: string, isPublic: boolean, expireMs = 86400000, checkFileExist?: boolean): Promise<string> {
    return await this.callApiV2({
      method: 'get',
      route: 'files/url',
      params: {
        key,
        isPublic,
        expireMs: expireMs,
        checkFileExist,
      },
    });
  }

  /**
   * Get a link for uploading specific file, JUST FOR INNER USE
   * @returns URL for uploading a file with additional header Fields
   */
  public async getUploadUrlV2(
    /** Details of the file to be uploaded */
    {
      fileName,
      prefix,
      contentType = defaultContentType,
      isPublic = false,
      expiresAt,
      ...data
    }: UploadUrlProps,

    /** Additional request options */
    options?: RequestOptions,
  ): Promise<UploadUrlResponse> {
    const fileKey = `${prefix ?? ''}${fileName}`;
    const reqData: GetUploadUrlDataPayload = {
      ...data,
      key: fileKey,
      contentType,
    };
    const signal = options?.signal;

    const expiresDate = this.normalizeDate(expiresAt);
    if (expiresDate != undefined) {
      reqData.ttl = expiresDate.toISOString();
    }

    return await this.callApiV2<UploadUrlResponse>({
      method: 'post',
      route: 'files/upload-params',
      params: {
        isPublic,
        setDefaultCache: true,
      },
      signal,
      data: reqData,
    });
  }

  /**
   * Upload the file to File service
   *
   * @returns URL of the uploaded file into Files
   */
  public async uploadFileV2(
    {
      fileName,
      prefix,
      fileContent,
      contentType = defaultContentType,
      expiresAt,
      isPublic = false,
      rewriteMode,
      maxFileSize,
      knownLength,
      cacheControl = 'no-cache',
      waitTillFileAddedInDb,
      onUploadProgress,
    }: UploadFileProps,
    {
      signal,
      waitForDatabaseUpdateTimeout = 60_000,
      waitForDatabaseUpdatePollInterval = 2_000,
    }: UploadFileOptions = {},
  ): Promise<string> {
    const fileKey = `${prefix ?? ''}${fileName}`;

    const signedUrl = await this.getUploadUrlV2(
      {
        fileName,
        prefix,
        contentType,
        cacheControl,
        rewriteMode,
        maxFileSize,
        expiresAt,
        isPublic,
      },
      { signal },
    );

    await this.uploadToSignedUrl(
      {
        signedUrl,
        fileContent: this.normalizeFileModel(fileContent),
        fileName,
        cacheControl,
        contentType,
        knownLength,
        onUploadProgress,
      },
      { signal },
    );

    if (waitTillFileAddedInDb) {
      await new Promise<void>((res, rej) => {
        // it may take some time for database to recognize new file upload, so we check it periodically
        const start = Date.now();
        const interval = setInterval(() => {
          this.getFile(fileKey, isPublic)
            .then(() => {
              clearInterval(interval);
              res();
            })
            .catch(() => {
              if (Date.now() >= start + waitForDatabaseUpdateTimeout) {
                clearInterval(interval);
                rej('Timeout reached');
              }
            });
        }, waitForDatabaseUpdatePollInterval);
      });
    }

    return signedUrl.downloadUrl;
  }

  // --------------------------
  // --- System files logic ---
  // --------------------------

  /**
   * Upload system file to S3 bucket, will not affect total size for user storage
   */
  public async uploadSystemFileV3(
    {
      fileName,
      prefix,
      fileContent,
      contentType = defaultContentType,
      cacheControl = 'max-age=3600',
      expiresAt,
      knownLength,
      onUploadProgress,
    }: UploadSystemFileParams,
    options?: RequestOptions,
  ): Promise<string> {
    const signal = options?.signal;

    const signedUrl = await this.getSystemFileUploadUrl(
      {
        fileName,
        prefix,
        cacheControl,
        expiresAt,
      },
      { signal },
    );

    await this.uploadToSignedUrl(
      {
        signedUrl,
        fileContent: this.normalizeFileModel(fileContent),
        fileName,
        cacheControl,
        contentType,
        knownLength,
        onUploadProgress,
      },
      { signal },
    );

    return signedUrl.downloadUrl;
  }

  /**
   * Delete system file
   * @param path file path
   */
  public async deleteSystemFile(path: string, options?: RequestOptions): Promise<void> {
    await this.callApiV2({
      method: 'delete',
      route: 'system-file',
      params: { key: path },
      signal: options?.signal,
    });
  }

  /** Get signed URL params for uploading of system file */
  private async getSystemFileUploadUrl(
    {
      fileName,
      prefix,
      cacheControl,
      expiresAt,
    }: GetSystemFileUploadUrlParams,
    options?: RequestOptions,
  ): Promise<UploadUrlResponse> {
    return await this.callApiV2<UploadUrlResponse>({
      method: 'post',
      route: 'system-file',
      data: {
        key: fileName,
        prefix: prefix ?? '',
        cacheControl,
        ttl: this.normalizeDate(expiresAt)?.getTime(),
      },
      signal: options?.signal,
    });
  }

  // -----------------------
  // --- Files TTL logic ---
  // -----------------------

  /**
   * Set ttl for a specific file or folder
   * @param key file or folder path
   * @param isPublic `false` for folders, `true` or `false` for files
   * @param expiresAt when file should expire and be deleted
   */
  async addTtl(key: string, isPublic: boolean, expiresAt: DateTime): Promise<void> {
    // TODO: convert to new format
    return this.callApiV2({
      method: 'post',
      route: 'ttl-files',
      data: {
        key,
        isPublic,
        ttl: this.normalizeDate(expiresAt).toISOString(),
      },
    });
  }

  /**
   * Update ttl for a specific file or folder
   * @param key file or folder path
   * @param isPublic false for folders, true or false for files
   * @param newExpiresAt when file should expire and be deleted
   */
  async updateTtl(key: string, isPublic: boolean, newExpiresAt: DateTime): Promise<void> {
    // TODO: convert to new format
    return this.callApiV2({
      method: 'patch',
      route: 'ttl-files',
      data: {
        key,
        isPublic,
        newTtl: this.normalizeDate(newExpiresAt).toISOString(),
      },
    });
  }

  /**
   * Delete ttl for a specific file or folder
   * @param key file or folder path
   * @param isPublic false for folders, true or false for files
   */
  async deleteTtl(key: string, isPublic: boolean): Promise<void> {
    return this.callApiV2({
      method: 'delete',
      route: 'ttl-files',
      data: {
        key,
        isPublic,
      },
    });
  }

  private async uploadToSignedUrl({
    signedUrl,
    fileName,
    fileContent,
    cacheControl,
    contentType = defaultContentType,
    knownLength,
    onUploadProgress,
  }: UploadToSignedUrlParameters, options?: RequestOptions) {
    const { url, fields } = signedUrl;
    const signal = options?.signal;

    const FormDataLib = await this.formDataFactory();
    const formData = new FormDataLib();

    Object.entries(fields).forEach(([key, value]) => {
      formData.append(key, value);
    });

    if (cacheControl != undefined && cacheControl !== 'no-cache') {
      formData.append('cache-control', cacheControl);
    }
    if (contentType) formData.append('content-type', contentType);

    if (isNode) {
      (formData as FormDataNode).append('File', fileContent, {
        filename: fileName,
        contentType,
        knownLength,
      });
    } else {
      if (!(fileContent instanceof File || fileContent instanceof Blob)) {
        throw new Error('In browser file can only be an instance of File or Blob');
      }
      (formData as FormData).append('File', fileContent, fileName);
    }

    return await axios.post(url, formData, {
      headers: {
        ...this.getFormDataHeaders(formData),
      },
      onUploadProgress,
      maxBodyLength: Infinity,
      maxContentLength: Infinity,
      signal,
    });
  }

  @Memoize()
  private async formDataFactory(): Promise<typeof FormDataNode | typeof FormData> {
    if (isNode) {
      const formDataModule = await import('form-data');
      return formDataModule.default;
    } else {
      return FormData;
    }
  }

  private getFormDataHeaders(formData: FormDataNode | FormData): Record<string, string> {
    return ('getHeaders' in formData && typeof formData.getHeaders === 'function')
      ? formData.getHeaders()
      : {};
  }

  private normalizeFileModel(fileContent: ExtendedFileModel): FileModel {
    if (typeof fileContent === 'string') {
      const bytes = new TextEncoder().encode(fileContent);
      return isNode ? Buffer.from(bytes) : new Blob([bytes]);
    }

    if (fileContent instanceof Uint8Array) {
      const bytes = fileContent as Uint8Array;
      return isNode
        ? Buffer.from(bytes)
        : new Blob([bytes.buffer as ArrayBuffer]);
    }

    return fileContent;
  }

  private normalizeDate(input: undefined, options?: NormalizeDateOptions): undefined;
  private normalizeDate(input: DateTime, options?: NormalizeDateOptions): Date;
  private normalizeDate(input: DateTime | undefined, options?: NormalizeDateOptions): Date | undefined;
  /**
   * Get Date instance from input that represents date
   *
   * @param input input to normalize
   * @param errorMessage error message to throw if input is invalid date
   * @returns Date instance represented by input
   * @throws If input is invalid date
   */
  private normalizeDate(input: DateTime | undefined, options?: NormalizeDateOptions): Date | undefined {
    if (input == undefined) return undefined;

    const { errorMessage, validateFutureDate = true } = options ?? {};

    const date = input instanceof Date ? input : new Date(input);

    if (isNaN(date.getTime())) {
      throw new Error(errorMessage ?? 'Invalid date input');
    } else if (validateFutureDate && Date.now() > date.getTime()) {
      throw new Error(errorMessage ?? 'Date must be a future date');
    }

    return date;
  }

  // --------------------------
  // --- Deprecated methods ---
  // --------------------------

  /**
   * Upload the file to File service
   *
   * @returns URL of the uploaded file into Files
   * @deprecated Use {@link uploadFileV2} instead
   */
  public async uploadFile(
    {
      name,
      prefix,
      fileModel,
      type,
      isPublic = false,
      rewriteMode,
      maxFileSize,
      knownLength,
      cacheControl = 'no-cache',
      ttl,
      waitTillFileAddedInDb,
      abortSignal,
      progress,
    }: UploadFilePropsLegacy,
    signal?: AbortSignal,
  ): Promise<string> {
    return await this.uploadFileV2(
      {
        fileName: name,
        prefix,
        fileContent: fileModel,
        contentType: type,
        isPublic,
        cacheControl,
        rewriteMode,
        maxFileSize,
        knownLength,
        expiresAt: ttl || undefined,
        waitTillFileAddedInDb,
        onUploadProgress: progress,
      },
      { signal: signal ?? abortSignal },
    );
  }

  /**
   * Get a link for uploading specific file, JUST FOR INNER USE
   * @returns uploading Url with different header Fields
   * @deprecated Use {@link getUploadUrlV2} instead
   */
  public async getUploadUrl(
    /** Details of the file to be uploaded */
    params: UploadUrlPropsLegacy,
    isPublic?: boolean,
    ttl?: number,
    abortSignal?: AbortSignal,
  ): Promise<UploadUrlResponse> {
    const { key, ...data } = params;
    return await this.getUploadUrlV2(
      {
        ...data,
        fileName: key,
        isPublic,
        expiresAt: ttl || undefined,
      },
      { signal: abortSignal },
    );
  }

  /**
   * Upload system file to S3 bucket, will not affect total size for user storage
   * @param prefix prefix inside the system folder
   * @param file file for uploading
   * @param cacheControl cache settings
   * @param abortSignal signal to cancel uploading
   * @deprecated use {@link uploadSystemFileV3} instead
   */
  public async uploadSystemFile(
    prefix: string,
    file: File,
    cacheControl = 'max-age=3600',
    abortSignal?: AbortSignal,
  ): Promise<string> {
    return await this.uploadSystemFileV3(
      {
        fileName: file.name,
        prefix,
        fileContent: file,
        contentType: file.type,
        cacheControl,
      },
      { signal: abortSignal },
    );
  }

  /**
   * Upload system file to S3 bucket, will not affect total size for user storage
   * @deprecated Use {@link uploadSystemFileV3} instead
   */
  public async uploadSystemFileV2({
    fileName,
    prefix,
    file,
    contentType,
    cacheControl = 'max-age=3600',
    ttl,
    knownLength,
    abortSignal,
  }: UploadSystemFileParamsLegacy): Promise<string> {
    return await this.uploadSystemFileV3(
      {
        fileName,
        prefix,
        fileContent: file,
        contentType,
        cacheControl,
        expiresAt: ttl,
        knownLength,
      },
      { signal: abortSignal },
    );
  }
}
