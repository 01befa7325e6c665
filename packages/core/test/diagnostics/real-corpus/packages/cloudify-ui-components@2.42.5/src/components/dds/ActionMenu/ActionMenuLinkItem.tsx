import React, { useContext } from 'react';
import { componentClasses } from 'dds-core/components/action-menu/action-menu';
import { Icon } from '../Icon';
import type { Icons } from 'dds-core/components/icon/ts/icon';
import { MenuContext } from './ActionMenu';
import classNames from 'classnames';

export interface ActionMenuLinkItemProps
    extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'aria-disabled' | 'onClick'> {
    iconName: Icons;
    text?: string;
    inactive?: boolean;
}

export default function ActionMenuLinkItem({
    iconName,
    className,
    style,
    text,
    inactive,
    children,
    ...rest
}: ActionMenuLinkItemProps) {
    const menuContext = useContext(MenuContext);

    return (
        <li className={classNames(className, componentClasses.link)} style={style}>
            {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events */}
            <a
                role="link"
                tabIndex={0}
                {...rest}
                aria-disabled={inactive}
                onClick={() => {
                    if (!inactive) menuContext.toggleVisible();
                }}
            >
                <Icon name={iconName} className={`${componentClasses.wrapper}__icon`} />
                {text}
                {children}
            </a>
        </li>
    );
}
