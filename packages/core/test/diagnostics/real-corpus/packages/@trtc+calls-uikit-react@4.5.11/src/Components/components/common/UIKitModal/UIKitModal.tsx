import React, { useState, useEffect, useCallback, useMemo } from 'react';
import { createPortal } from 'react-dom';
import ReactDOM from 'react-dom/client';
import type { ReactNode } from 'react';
import { uikitModalState } from './UIKitModalState';
import { IS_PC } from '../../../../TUICallService/utils/env';
import { t } from '../../../../TUICallService';
import styles from './index.module.scss';

// Types
export interface UIKitModalConfig {
  id: number;
  title: string;
  content: string | ReactNode;
  type: 'info' | 'warning' | 'error' | 'success';
  onConfirm?: () => void;
  onCancel?: () => void;
}

export type UIKitModalOptions = UIKitModalConfig;

// Constants
let root: ReactDOM.Root | null = null;
let container: HTMLDivElement | null = null;
let resolvePromise: ((value: { action: string }) => void) | null = null;

const URL_REGEX = /^(https?:\/\/)?([\da-z.-]+)\.([a-z.]{2,6})([/\w .-]*)*\/?$/i;
const FULL_URL_REGEX = /(https?:\/\/[^\s]+)/g;

function escapeHtml(text: string): string {
  const div = document.createElement('div');
  div.textContent = text;
  return div.innerHTML;
}

function processAnchorTags(content: string): string {
  const parser = new DOMParser();
  const doc = parser.parseFromString(content, 'text/html');
  const anchors = doc.querySelectorAll('a');
  anchors.forEach((anchor) => {
    const href = anchor.getAttribute('href');
    if (href) {
      anchor.setAttribute('target', '_blank');
      anchor.setAttribute('rel', 'noopener noreferrer');
      anchor.classList.add(styles['uikit-modal-link']);
      const originalText = anchor.textContent || '';
      anchor.innerHTML = `<span style="padding: 0 0.2em; display: inline-block; color: var(--text-color-link)">${originalText}</span>`;
    }
  });
  return doc.body.innerHTML;
}

// React 19 narrows component return types; use ReactNode instead of JSX.Element
// so each entry can be rendered as <TypeIcon />.
const TypeIcons: Record<string, () => ReactNode> = {
  success: () => <span style={{ color: 'green', marginRight: '6px' }}>✓</span>,
  info: () => <span style={{ color: '#1890ff', marginRight: '6px' }}>ℹ</span>,
  error: () => <span style={{ color: 'red', marginRight: '6px' }}>✕</span>,
  warning: () => <span style={{ color: '#faad14', marginRight: '6px' }}>⚠</span>,
};

const isLocalEnvironment = (): boolean => {
  const { hostname: host, href } = window.location;
  if (host === 'localhost' || host === '127.0.0.1' || host.startsWith('192.168.')) {
    return true;
  }
  if (href.startsWith('https://web.sdk.qcloud.com/trtc/livekit')) {
    return true;
  }
  return false;
};

const cleanup = () => {
  if (root) {
    root.unmount();
    root = null;
  }
  if (container && container.parentNode) {
    container.parentNode.removeChild(container);
    container = null;
  }
  resolvePromise = null;
};

interface UIKitModalComponentProps extends UIKitModalOptions {
  visible: boolean;
}

export function UIKitModalComponent(props: UIKitModalComponentProps) {
  const {
    type = 'info',
    title = '',
    content = '',
    visible = false,
    onConfirm,
    onCancel,
  } = props;

  const cancelText = t('reject');
  const confirmText = t('accept');

  const modalContainerClass = IS_PC
    ? `${styles['uikit-modal-default']} ${styles['uikit-modal-container']}`
    : `${styles['uikit-modal-default']} ${styles['uikit-modal-container']} ${styles['uikit-modal-container-mobile']}`;

  const processedContent = useMemo(() => {
    if (!content || typeof content !== 'string') {
      return content;
    }

    if (URL_REGEX.test(content.trim())) {
      const url = content.trim();
      const href = url.startsWith('http') ? url : `https://${url}`;
      return `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer" class="${styles['uikit-modal-link']}">${escapeHtml(url)}</a>`;
    }

    if (content.includes('<a ') || content.includes('<a>')) {
      return processAnchorTags(content);
    }

    if (FULL_URL_REGEX.test(content)) {
      return escapeHtml(content).replace(FULL_URL_REGEX, url => `<a href="${url}" target="_blank" rel="noopener noreferrer" class="${styles['uikit-modal-link']}">${url}</a>`);
    }

    return escapeHtml(content);
  }, [content]);

  const TypeIcon = TypeIcons[type] || TypeIcons.info;

  if (!visible) {
    return null;
  }

  const modalContent = (
    <div
      className={styles['uikit-modal-mask']}
      onClick={onConfirm}
    >
      <div
        className={modalContainerClass}
        onClick={e => e.stopPropagation()}
      >
        <div className={styles['uikit-modal-header']}>
          <TypeIcon />
          <span className={styles['uikit-modal-title']}>{title}</span>
        </div>
        <div
          className={styles['uikit-modal-body']}
          dangerouslySetInnerHTML={typeof processedContent === 'string' ? { __html: processedContent } : undefined}
        >
          {typeof processedContent !== 'string' ? processedContent : null}
        </div>
        <div className={styles['uikit-modal-footer']}>
          <button
            className={`${styles['uikit-modal-btn']} ${styles['uikit-modal-btn-cancel']}`}
            onClick={onCancel}
          >
            {cancelText || 'Cancel'}
          </button>
          <button
            className={`${styles['uikit-modal-btn']} ${styles['uikit-modal-btn-confirm']}`}
            onClick={onConfirm}
          >
            {confirmText || 'Confirm'}
          </button>
        </div>
      </div>
    </div>
  );

  return createPortal(modalContent, document.body);
}

interface UIKitModalWrapperProps {
  options: UIKitModalOptions;
}

function UIKitModalWrapper(props: UIKitModalWrapperProps) {
  const { options } = props;
  const [visible, setVisible] = useState(true);

  const handleAction = useCallback((action: 'confirm' | 'cancel') => {
    const { closeModal } = uikitModalState.getState();
    setVisible(false);
    closeModal(action);
    if (resolvePromise) {
      resolvePromise({ action });
    }
    setTimeout(cleanup, 100);
  }, []);

  const handleConfirm = useCallback(() => {
    options.onConfirm?.();
    handleAction('confirm');
  }, [options, handleAction]);

  const handleCancel = useCallback(() => {
    options.onCancel?.();
    handleAction('cancel');
  }, [options, handleAction]);

  useEffect(() => {
    const handleKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        handleCancel();
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [handleCancel]);

  return (
    <UIKitModalComponent
      {...options}
      visible={visible}
      onConfirm={handleConfirm}
      onCancel={handleCancel}
    />
  );
}

const createUIKitModal = (options: UIKitModalOptions): Promise<{ action: string }> => new Promise((resolve) => {
  cleanup();

  const { openModal } = uikitModalState.getState();

  openModal({
    id: options.id,
    title: options.title,
    content: options.content,
    type: options.type,
    ...(options.onConfirm && { onConfirm: options.onConfirm }),
    ...(options.onCancel && { onCancel: options.onCancel }),
  });

  if (!isLocalEnvironment()) {
    resolve({ action: 'confirm' });
    return;
  }

  resolvePromise = resolve;

  container = document.createElement('div');
  container.id = 'uikit-modal-root';
  document.body.appendChild(container);
  root = ReactDOM.createRoot(container);
  root.render(React.createElement(UIKitModalWrapper, { options }));
});

export const UIKitModal = {
  openModal: (config: UIKitModalOptions) => createUIKitModal(config),
};
