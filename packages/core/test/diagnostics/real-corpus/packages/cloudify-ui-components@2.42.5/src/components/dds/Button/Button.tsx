import * as React from 'react';
import classNames from 'classnames';
import type { Color, Kind, Size } from 'dds-core/components/button/ts/button';
import { componentClasses } from 'dds-core/components/button/ts/button';
import { Icon } from '../Icon';
import type { IconDefinitionProps } from '../common/icons';

export interface ButtonProps
    extends React.PropsWithChildren<React.ButtonHTMLAttributes<HTMLButtonElement>>,
        IconDefinitionProps {
    /**
     * Level of emphasis of the button
     */
    variant?: Kind;
    /**
     * An alias for `variant` prop
     */
    kind?: Kind;
    /**
     * Color of the button
     */
    color?: Color;
    /**
     * Size of the button
     */
    size?: Size;
    /**
     * A `block` button takes 100% width of its parent
     */
    block?: boolean;
    /**
     * Whether the button should be disabled
     */
    inactive?: boolean;
    /**
     * Content of the button
     */
    text?: React.ReactNode;
    /**
     * If enabled, only icon (specified by `iconName` or passed as a child component) is displayed.
     * If the icon is specified by `iconName` both the value of `text` prop and child nodes are ignored and not rendered.
     * Additionally, internal padding will be aligned to better suit graphics-only button.
     */
    iconOnly?: boolean;
    /**
     * Placement of icon specified by `iconName` in relation to button text label
     */
    iconPlacement?: 'start' | 'end';
}

/**
 * React implementation of DDS button component
 */
// eslint-disable-next-line react/display-name
export const Button = React.forwardRef<HTMLButtonElement, ButtonProps>(
    (
        {
            inactive,
            variant = 'primary',
            kind,
            color = 'default',
            size = 'lg',
            block,
            children,
            text,
            iconOnly,
            iconName,
            iconType,
            iconPlacement = 'start',
            className,
            ...rest
        },
        ref
    ) => {
        const shouldDisplayOnlyIcon = iconName && iconOnly;

        const icon = iconName && (
            <Icon
                name={iconName}
                type={iconType}
                className={classNames(!iconOnly && componentClasses.withIcon[iconPlacement ?? 'start'])}
            />
        );

        return (
            <button
                ref={ref}
                type="button"
                className={classNames(
                    className,
                    componentClasses.base,
                    componentClasses.kinds[kind ?? variant],
                    componentClasses.colors[color],
                    componentClasses.sizes[size],
                    block && componentClasses.block,
                    iconOnly && componentClasses.withIcon.only
                )}
                disabled={inactive}
                {...rest}
            >
                {iconPlacement === 'start' && icon}
                {!shouldDisplayOnlyIcon && (
                    <>
                        {text}
                        {children}
                    </>
                )}
                {iconPlacement === 'end' && icon}
            </button>
        );
    }
);

export default Button;
