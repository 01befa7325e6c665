import React, { useContext } from 'react';
import { componentClasses } from 'dds-core/components/action-menu/action-menu';
import { Icon } from '../Icon';
import type { Icons } from 'dds-core/components/icon/ts/icon';
import { MenuContext } from './ActionMenu';

export interface ActionMenuItemProps extends React.ButtonHTMLAttributes<HTMLButtonElement> {
    iconName: Icons;
    text?: string;
    inactive?: boolean;
    closeOnClick?: boolean;
}

export default function ActionMenuItem({
    iconName,
    className,
    style,
    text,
    inactive,
    children,
    onClick,
    closeOnClick = true,
    ...rest
}: ActionMenuItemProps) {
    const menuContext = useContext(MenuContext);

    return (
        <li className={className ?? componentClasses.item} style={style}>
            <button
                type="button"
                aria-disabled={inactive}
                onClick={event => {
                    if (!inactive) {
                        if (closeOnClick) menuContext.toggleVisible();
                        onClick?.(event);
                    }
                }}
                {...rest}
            >
                <Icon name={iconName} className={`${componentClasses.wrapper}__icon`} />
                {text}
                {children}
            </button>
        </li>
    );
}
