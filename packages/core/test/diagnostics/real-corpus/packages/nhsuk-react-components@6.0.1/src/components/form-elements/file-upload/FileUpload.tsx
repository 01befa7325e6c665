'use client';

import classNames from 'classnames';
import { type FileUpload as FileUploadModule, type FileUploadTranslations } from 'nhsuk-frontend';
import {
  type ComponentPropsWithoutRef,
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';

import { FormGroup } from '#components/utils/index.js';
import { type FormElementProps } from '#util/types/FormTypes.js';

export interface FileUploadElementProps extends ComponentPropsWithoutRef<'input'> {
  chooseFilesButtonClassList?: string[];
  i18n?: FileUploadTranslations;
}

export type FileUploadProps = FileUploadElementProps &
  Omit<FormElementProps, 'fieldsetProps' | 'legend' | 'legendProps'>;

export const FileUpload = forwardRef<HTMLInputElement, FileUploadProps>(
  ({ formGroupProps, ...props }, forwardedRef) => {
    const { chooseFilesButtonClassList, i18n = {}, ...rest } = props;

    const moduleRef = useRef<HTMLDivElement>(null);
    const importRef = useRef<Promise<FileUploadModule | void>>(null);
    const [instanceError, setInstanceError] = useState<Error>();
    const [instance, setInstance] = useState<FileUploadModule>();

    useImperativeHandle(formGroupProps?.ref, () => moduleRef.current!, [moduleRef]);

    useEffect(() => {
      if (!moduleRef.current || importRef.current || instance) {
        return;
      }

      importRef.current = import('nhsuk-frontend')
        .then(({ FileUpload }) => setInstance(new FileUpload(moduleRef.current, { i18n })))
        .catch(setInstanceError);
    }, [moduleRef, importRef, instance, i18n]);

    if (instanceError) {
      throw instanceError;
    }

    return (
      <FormGroup<FileUploadProps, 'input'>
        {...rest}
        formGroupProps={{
          ...formGroupProps,
          'className': classNames('nhsuk-file-upload', formGroupProps?.className),
          'data-module': 'nhsuk-file-upload',
          'data-choose-files-button-class-list': chooseFilesButtonClassList
            ? JSON.stringify(chooseFilesButtonClassList)
            : undefined,
          'ref': moduleRef,
        }}
      >
        {({ width, className, error, autoComplete, ...restRenderProps }) => (
          <input
            className={classNames('nhsuk-file-upload__input', className)}
            ref={forwardedRef}
            type="file"
            {...restRenderProps}
          />
        )}
      </FormGroup>
    );
  },
);

FileUpload.displayName = 'FileUpload';
