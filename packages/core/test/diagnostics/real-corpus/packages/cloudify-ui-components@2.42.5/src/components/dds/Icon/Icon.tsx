import type { HTMLAttributes, SVGAttributes } from 'react';
import React from 'react';
import type { Icons, IconType } from 'dds-core/components/icon/ts/icon';
import { componentClasses } from 'dds-core/components/icon/ts/icon';
import classNames from 'classnames';
import { omit } from 'lodash';
import 'dds-core/scss/dds-icons.scss';
import 'cloudify-ui-common-frontend/styles/font-dds-icons.css';
import { iconPrefix } from 'dds-core/design-tokens/meta';
import styled from 'styled-components';

const FontIcon = styled.i`
    font-family: dds-icons-embedded !important;
`;

export type IconProps =
    | {
          /**
           * Icon name that determines the actual glyph to be rendered
           */
          name: Icons;
      } & (
          | ({
                /**
                 * Icon type
                 */
                type: Extract<IconType, 'svg'>;
            } & SVGAttributes<SVGElement>)
          | ({
                type?: Extract<IconType, 'font-icon'>;
            } & HTMLAttributes<HTMLSpanElement>)
      );

/**
 * Icon component.
 * Refer to https://vanilla.delldesignsystem.com/2.28.0/index.html?path=/docs/foundations-icons--page for setup required to use `svg` type icons.
 */
export function Icon({ name, className, ...rest }: IconProps) {
    const glyphClassName = iconPrefix + name;

    if (rest.type === 'svg') {
        return (
            <svg className={classNames(componentClasses.base, className)} {...omit(rest, 'type')}>
                <use xlinkHref={`#${glyphClassName}`} />
            </svg>
        );
    }

    return (
        <FontIcon className={classNames(componentClasses.base, glyphClassName, className)} {...omit(rest, 'type')} />
    );
}

export default Icon;
