import * as React from 'react';
import { componentClasses } from 'dds-core/components/message-bar/ts/messagebar';
import { Icon } from '../Icon';
import type { Icons } from 'dds-core/components/icon/ts/icon';
import classNames from 'classnames';

export type MessageBarVariant = 'informative' | 'success' | 'warning' | 'error';

export interface MessageBarProps
    extends React.PropsWithChildren<Omit<React.HTMLAttributes<HTMLDivElement>, 'role' | 'aria-hidden'>> {
    /**
     * Changes the alignment of the content of the message bar
     * */
    centerAlignment?: boolean;
    /**
     * Allows different types of MessageBar
     * */
    variant: MessageBarVariant;
    /**
     * Toggles the message bar's ability to be dismissible
     * */
    dismissible: boolean;
    /**
     * Icon at the beginning of the message bar
     * */
    icon?: boolean;
    /**
     * Layouts allow for different usages of message bars
     * */
    globalLayout?: boolean;
    /**
     * Text label for the input
     * */
    title?: string;
    /**
     * Whether the MessageBar is visible
     * */
    open: boolean;
    /**
     * Action executed on close button click
     * */
    onClose?: () => void;
}

const messageBarIconMap: Record<MessageBarVariant, Icons> = {
    success: 'alert-check-cir',
    warning: 'alert-notice',
    error: 'alert-error',
    informative: 'alert-info-cir'
};

/**
 * React implementation of DDS MessageBar component
 */
export function MessageBar({
    className,
    centerAlignment,
    variant,
    dismissible = true,
    globalLayout,
    icon,
    title = 'Notice: ',
    open,
    onClose,
    children,
    ...rest
}: MessageBarProps) {
    const handleClose = () => onClose?.();

    return (
        <div
            role="dialog"
            className={classNames(
                className,
                componentClasses.messageBar.base,
                variant !== 'informative' && componentClasses.messageBar.colors[variant],
                centerAlignment && componentClasses.messageBar.alignment.center,
                globalLayout && componentClasses.messageBar.global,
                !open && componentClasses.messageBar.hide
            )}
            aria-hidden={!open}
            {...rest}
        >
            {icon && <Icon name={messageBarIconMap[variant]} className={componentClasses.messageBar.icon} />}
            <div className={componentClasses.messageBar.content}>
                {title && <strong>{title}</strong>}
                {children}
            </div>
            {dismissible && (
                <button
                    className={componentClasses.closeButton}
                    onClick={handleClose}
                    type="button"
                    aria-label="close dialog"
                >
                    <Icon name="close-x" className={componentClasses.icon} />
                </button>
            )}
        </div>
    );
}

export default MessageBar;
