// @flow
import React from "react";

import { verifyAssets } from "@applicaster/zapp-react-dom-ui-components/Helpers/protectHelper";

import { shiftHexAlpha } from "@applicaster/zapp-react-dom-ui-components/Helpers/stylesReducer";

import { Spinner } from "./Spinner";

type Props = {
  styles: any,
  remoteConfigurations: any,
};

export const SplashComponent = ({ remoteConfigurations, styles }: Props) => {
  const image = verifyAssets(remoteConfigurations.assets, [
    "universal",
    "splash",
  ]);

  const color = shiftHexAlpha(
    verifyAssets(styles, [
      "tv",
      "loading_spinner_color",
      "color",
    ])
  );

  return (
    <div>
      <Spinner color={color} />
      <img src={image} />
    </div>
  );
};
