import * as React from 'react';
import classNames from 'classnames';
import { componentClasses as tabsClasses } from 'dds-core/components/tabs/tabs';
import { componentClasses as tabItemClasses } from 'dds-core/components/tabs/tab-item';
import type { TabProps } from './TabProps';
import { Icon } from '../Icon';

type TabIconProps = Required<Pick<TabProps, 'iconName'>> & Pick<TabProps, 'iconType' | 'iconPlacement'>;

const TabIcon = ({ iconName, iconType, iconPlacement }: TabIconProps) => (
    <Icon
        name={iconName}
        type={iconType}
        className={classNames(
            tabItemClasses.icon,
            iconPlacement === 'start' ? tabItemClasses.iconStart : tabItemClasses.iconEnd
        )}
    />
);

export interface TabHeaderProps extends Omit<TabProps, 'content'> {
    onClick: React.ButtonHTMLAttributes<HTMLButtonElement>['onClick'];
    selected: boolean;
}

export function TabHeader({
    label,
    iconName,
    iconType,
    iconPlacement = 'start',
    imageUrl,
    imageAlt,
    selected,
    onClick
}: TabHeaderProps) {
    return (
        <li role="none">
            <button
                className={classNames(tabsClasses.tab, imageUrl && tabsClasses.tabWithImage)}
                role="tab"
                type="button"
                aria-selected={selected}
                tabIndex={selected ? 0 : -1}
                onClick={onClick}
            >
                {imageUrl && (
                    <span className={tabItemClasses.image}>
                        <img src={imageUrl} alt={imageAlt} />
                    </span>
                )}
                {iconName && iconPlacement === 'start' && (
                    <TabIcon iconName={iconName} iconType={iconType} iconPlacement={iconPlacement} />
                )}
                <span className={tabsClasses.tabLabel} title={label}>
                    {label}
                </span>
                {iconName && iconPlacement === 'end' && (
                    <TabIcon iconName={iconName} iconType={iconType} iconPlacement={iconPlacement} />
                )}
            </button>
        </li>
    );
}

export default TabHeader;
