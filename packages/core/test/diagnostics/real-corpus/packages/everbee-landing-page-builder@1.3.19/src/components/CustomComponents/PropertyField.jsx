import React, { useState } from "react";
import {
  Box,
  Divider,
  Input,
  MenuItem,
  Select,
  Slider,
  Typography,
} from "@mui/material";
import ColorPicker from "../CommonComponents/ColorPicker/ColorPicker";
import PropertyHeading from "../CommonComponents/PropertyHeading/PropertyHeading";
import Spacing from "../CommonComponents/Spacing/Spacing";
import {
  CommonHeading,
  CommonStyledWrapper,
  // Divider,
} from "../StyledComponents/CommonStyledWrapper";
import Alignment from "../CommonComponents/Alignment/Alignment";
import VerticalAlignment from "../CommonComponents/Alignment/VerticalAlignment";
import UploadModal from "../CommonComponents/UploadModal/UploadModal";
import CellWidthProperties from "../CommonComponents/Width/CellWidth";
import CellColorPickers from "../CommonComponents/ColorPicker/CellColorPickers";
import CustomShapeSelector from "../CommonComponents/Select/CustomShapeSelector";
import TabsButton from "../CommonComponents/DividerStyle/DividerStyle";
import DividerWidth from "../CommonComponents/DividerWidth/DividerWidth";
import DividerHeight from "../CommonComponents/DividerHeight/DividerHeight";
import { propertyWidth } from "../Constants/commonConstants";
import GradientPicker from "../CommonComponents/ColorPicker/GradientPicker";
import BackgroundImageModal from "../CommonComponents/BackgroundImageModal/BackgroundImageModal";
import BackgroundTabs from "../CommonComponents/BackgroundTabs/BackgroundTabs";
import BackIcon from "../../assets/svg/BackIcon";
import NewColourPicker from "../CommonComponents/NewColourPicker/NewColourPicker";
import { getAllClassesStyles } from "../../Helpers/helper";
import TextInput from "../CommonComponents/InputText/TextInput";
import SizeInput from "../CommonComponents/SizeInput/SizeInput";
import { DownArrow } from "../../assets/svg/DownArrow";
import ToggleButton from "../CommonComponents/ToggleButton/ToggleButton";

const TogglePropertyField = ({ editor, property, checkPadding }) => {
  const getInitialValue = () => {
    const selected = editor?.getSelected();
    if (!selected || !property.attributes?.onToggleStyle) return false;
    const styles = selected.getStyle() || {};
    return Object.entries(property.attributes.onToggleStyle).every(
      ([key, val]) => styles[key] === val,
    );
  };

  const [toggleValue, setToggleValue] = useState(getInitialValue);

  const handleChange = (val) => {
    setToggleValue(val);
    const selected = editor?.getSelected();
    if (!selected) return;
    const existingStyles = selected.getStyle() || {};
    if (val && property.attributes?.onToggleStyle) {
      selected.setStyle({
        ...existingStyles,
        ...property.attributes.onToggleStyle,
      });
    } else if (!val && property.attributes?.offToggleStyle) {
      selected.setStyle({
        ...existingStyles,
        ...property.attributes.offToggleStyle,
      });
    }
  };

  return (
    <CommonStyledWrapper
      padding={checkPadding(property?.attributes?.removePadding)}
      width={property?.attributes?.propWidth}
    >
      <ToggleButton
        label={property?.getLabel()}
        value={toggleValue}
        onChange={handleChange}
      />
    </CommonStyledWrapper>
  );
};

const PropertyField = ({
  editor,
  property,
  handleImageUpload,
  tabValue2,
  setTabValue2,
  imageUrl,
  setImageUrl,
  globalSettings,
  customGradient,
  setCustomGradient,
  form_bg_colors,
  handleFormBGColor,
  brandColors,
}) => {
  // console.log(property.attributes.info);

  const checkPadding = (padding) => {
    if (!padding) return "";
    if (padding === "removeBottomPadding") return "24px 24px 0px 24px";
    if (padding === "removeTopPadding") return "0px 24px 24px 24px";
    if (padding === "removeVerticalPadding") return "0px 24px 0px 24px";
    if (typeof padding === "string" && padding.includes("px")) return padding;

    return ""; // fallback
  };

  return (
    <>
      {property.attributes.type === "propertyHeading" && (
        <>
          <div
            style={{
              display: "flex",
              alignItems: "end",
              paddingTop: "24px",
              fontFamily: "Satoshi !important",
              paddingBottom: "10px",
            }}
          >
            <PropertyHeading
              editor={editor}
              heading={property?.getLabel()}
              padding="0 10px"
              parent={
                property?.attributes?.parent && property?.attributes?.parent
              }
            />
          </div>
          {property.attributes.info && (
            <Typography
              variant="body2"
              sx={{
                color: "#6B7280",
                padding: "0 0 10px 24px",
                fontFamily: "Satoshi !important",
              }}
            >
              {property.attributes.info}
            </Typography>
          )}
        </>
      )}
      {property.attributes.type == "color" &&
        property.attributes.property == "color" && (
          <ColorPicker
            padding={checkPadding(property?.attributes?.removePadding)}
            colorLabel={"Text Color"}
            heading={"Colors"}
            onChange={(val) => {
              property.upValue(val);

              const selected = editor?.getSelected?.();
              if (selected) {
                const applyColorToLinks = (component) => {
                  if (
                    component.get("type") === "link" ||
                    component.attributes?.tagName === "a"
                  ) {
                    component.addStyle({ color: val });
                  }
                  component.components().forEach(applyColorToLinks);
                };
                applyColorToLinks(selected);
              }
            }}
            editor={editor}
            previousColor={property.getValue()}
            globalSettings={globalSettings}
            brandColors={brandColors}
          />
        )}

      {property.attributes.type == "newColorPicker" &&
        property.attributes.property == "newColorPicker" && (
          <NewColourPicker
            editor={editor}
            name={property?.attributes?.name}
            padding={checkPadding(property?.attributes?.removePadding)}
            colorHeading={property?.attributes?.colorHeading}
            opacityHeading={property?.attributes?.opacityHeading}
            defaultColor={property?.attributes?.defaultColor}
          />
        )}

      {property.attributes.type == "backgroundImage" && (
        // <UploadModal
        //   handleImageUpload={handleImageUpload}
        //   editor={editor}
        //   heading={"Content"}
        //   bgImage={true}
        // />
        <BackgroundImageModal
          handleImageUpload={handleImageUpload}
          editor={editor}
          heading={"Background image"}
          bgImage={true}
          imageUrl={imageUrl}
          setImageUrl={setImageUrl}
        />
      )}

      {property.attributes.type == "background-gradient" && (
        <GradientPicker
          heading="Background Gradient"
          editor={editor}
          previousGradient={property.getValue()}
          padding="24px"
          onChange={(val) => {
            property.upValue(val);
          }}
        />
      )}

      {property.attributes.type == "background-tabs" && (
        <BackgroundTabs
          editor={editor}
          handleImageUpload={handleImageUpload}
          property={property}
          tabValue2={tabValue2}
          setTabValue2={setTabValue2}
          imageUrl={imageUrl}
          setImageUrl={setImageUrl}
          globalSettings={globalSettings}
          customGradient={customGradient}
          setCustomGradient={setCustomGradient}
          form_bg_colors={form_bg_colors}
          handleFormBGColor={handleFormBGColor}
          brandColors={brandColors}
        />
      )}
      {property.attributes.type == "border-color" && (
        <ColorPicker
          padding={checkPadding(property?.attributes?.removePadding)}
          editor={editor}
          colorLabel={"Border Color"}
          heading={"Colors"}
          previousColor={property.getValue()}
          onChange={(val) => {
            const selected = editor?.getSelected();
            if (!selected) return;

            const existingStyles = selected.getStyle() || {};
            selected.setStyle({
              ...existingStyles,
              "border-color": val,
              "border-style": existingStyles["border-style"] || "solid",
              "border-width": existingStyles["border-width"] || "1px",
            });
          }}
          globalSettings={globalSettings}
          brandColors={brandColors}
        />
      )}

      {property.attributes.property == "background-color" && (
        <ColorPicker
          editor={editor}
          padding={checkPadding(property?.attributes?.removePadding)}
          colorLabel={"Background Color"}
          heading={property?.attributes?.heading}
          onChange={(val) => {
            property.upValue(val);
          }}
          previousColor={property.getValue()}
          globalSettings={globalSettings}
          brandColors={brandColors}
        />
      )}

      {/* {property.attributes.type == "spacing" && (
        <Spacing
          padding={checkPadding(property?.attributes?.removePadding)}
          editor={editor}
          previousTopSpacing={property.getValue()}
          onChange={(val) => {
            property.upValue(val);
          }}
          label={property.attributes.label}
          propWidth={property?.attributes?.propWidth}
        />
      )} */}

      {/* {property.attributes.name === "padding-top" && (
        <>
        
        {console.log(editor?.getSelected()?.getClasses(),"editor.getSelected() ------")}
          <Spacing
            editor={editor}
            label={property.getLabel()}
            padding={"0 24px"}
            onChange={(values) => {
              editor.getSelected().setStyle({
                "padding-top": values.top,
                "padding-right": values.right,
                "padding-bottom": values.bottom,
                "padding-left": values.left,
              });
            }}
            previousValues={{
              top: editor.getSelected()?.getStyle()?.["padding-top"] || "10px",
              right:
                editor.getSelected()?.getStyle()?.["padding-right"] || "0px",
              bottom:
                editor.getSelected()?.getStyle()?.["padding-bottom"] || "10px",
              left: editor.getSelected()?.getStyle()?.["padding-left"] || "0px",
            }}
          />
        </>
      )} */}

      {/* {property.attributes.name === "padding-top" || property.attributes.name === "margin-top" &&
        (() => {
          const styles = getAllClassesStyles(editor);

          console.log(styles,"styles")

          return (
            <Spacing
              editor={editor}
              label={property.getLabel()}
              padding="0 24px"
              previousValues={{
                top: styles["padding-top"],
                right: styles["padding-right"],
                bottom: styles["padding-bottom"],
                left: styles["padding-left"],
              }}
              onChange={(values) => {
                const selected = editor.getSelected();
                // if (!selected) return;

                console.log(values,"values")

                // Always write to inline style
                selected.setStyle({
                  "padding-top": values.top,
                  "padding-right": values.right,
                  "padding-bottom": values.bottom,
                  "padding-left": values.left,
                });
              }}
            />
          );
        })()} */}

      {(property.attributes.name === "padding-top" ||
        property.attributes.name === "margin-top") &&
        (() => {
          const prefix = property.attributes.name.includes("padding")
            ? "padding"
            : "margin";

          const styles = getAllClassesStyles(editor);

          return (
            <Spacing
              editor={editor}
              label={property.getLabel()}
              padding={checkPadding(property?.attributes?.removePadding)}
              previousValues={{
                top: styles[`${prefix}-top`] || "0px",
                right: styles[`${prefix}-right`] || "0px",
                bottom: styles[`${prefix}-bottom`] || "0px",
                left: styles[`${prefix}-left`] || "0px",
              }}
              onChange={(values) => {
                const selected = editor.getSelected();
                const existingStyles = selected.getStyle() || {};
                if (!selected) return;

                selected.setStyle({
                  ...existingStyles,
                  [`${prefix}-top`]: values.top,
                  [`${prefix}-right`]: values.right,
                  [`${prefix}-bottom`]: values.bottom,
                  [`${prefix}-left`]: values.left,
                });
              }}
            />
          );
        })()}
      {property.attributes.type == "uploadModal" && (
        <UploadModal
          handleImageUpload={handleImageUpload}
          editor={editor}
          heading={"Content"}
        />
      )}

      {property.attributes.type == "divider" && <Divider variant="middle" />}
      {property.attributes.type === "checkbox" &&
        editor.getDevice() === "Mobile" &&
        property.attributes.property == "display" && (
          <CommonStyledWrapper
            padding={checkPadding(property?.attributes?.removePadding)}
            width={property?.attributes?.propWidth}
          >
            <div style={{ display: "flex", alignItems: "center", gap: "8px" }}>
              <input
                type="checkbox"
                id={`checkbox-${property.cid}`}
                checked={property.getValue() === "none"}
                onChange={(e) => {
                  property.upValue(e.target.checked ? "none" : "block");
                }}
                style={{ cursor: "pointer" }}
              />
              <label
                htmlFor={`checkbox-${property.cid}`}
                style={{ cursor: "pointer", margin: 0 }}
              >
                {property?.getLabel()}
              </label>
            </div>
          </CommonStyledWrapper>
        )}

      {property.attributes.type == "select" && (
        <CommonStyledWrapper
          showBorder
          padding={checkPadding(property?.attributes?.removePadding)}
          width={property?.attributes?.propWidth}
          display={
            property?.attributes?.propWidth === propertyWidth.Half
              ? "inline-flex"
              : "flex"
          }
        >
          <CommonHeading>{property?.getLabel()}</CommonHeading>
          <Select
            labelId="demo-simple-select-label"
            id={`sel-${property.cid}`}
            value={property.getValue()}
            fullWidth
            size="small"
            sx={{
              borderRadius: "8px",
              boxShadow: "0px 0px 0px 1px #00000033",
              boxShadow: "0px 1px 1px 0px #0000003D",
              "& .MuiOutlinedInput-root": {
                "&:hover .MuiOutlinedInput-notchedOutline": {
                  borderColor: "none", // keeps same border on hover
                },
              },
            }}
            MenuProps={{
              PaperProps: {
                sx: {
                  mt: 1,
                  borderRadius: "8px",
                  border: "#E5E5E5",
                  backgroundColor: "#FFFFFF",
                  boxShadow: "0px 4px 12px rgba(0,0,0,0.12)",
                  padding: "6px",
                  fontFamily: "Satoshi",
                  boxShadow:
                    "0px 2px 4px -2px #0000001A, 0px 4px 6px -1px #0000001A",
                  "& .Mui-selected": {
                    background: "#F5F5F5",
                    borderRadius: "6px",
                  },
                  "& .MuiMenuItem-root": {
                    fontFamily: "Satoshi",
                  },
                  "& .Mui-selected:hover": {
                    background: "#F5F5F5",
                  },
                },
              },
            }}
            IconComponent={(props) => (
              <DownArrow
                {...props}
                style={{
                  ...props.style,
                  top: "calc(50% - 0.4em)",
                }}
              />
            )}
            // label={property?.getLabel()}
            onChange={(e) => {
              // console.log(e);
              property.upValue(e.target.value);
            }}
          >
            {property.attributes.options.map((option) => {
              return (
                <MenuItem key={option.id} value={option.id}>
                  {option.label}
                </MenuItem>
              );
            })}
          </Select>
        </CommonStyledWrapper>
      )}

      {property.attributes.type == "select-shape" && (
        <CustomShapeSelector
          padding={checkPadding(property?.attributes?.removePadding)}
          label={property?.attributes.label}
          previousValue={property.getValue()}
          options={property.attributes.options}
          cid={property.cid}
          onChange={(val) => property.upValue(val)}
          editor={editor}
        />
      )}

      {property.attributes.type == "number" && (
        <CommonStyledWrapper
          padding={checkPadding(property?.attributes?.removePadding)}
          width={property?.attributes?.propWidth}
          display={
            property?.attributes?.propWidth === propertyWidth.Half
              ? "inline-block"
              : "flex"
          }
        >
          <CommonHeading>{property?.getLabel()}</CommonHeading>
          <Slider
            value={property.getValue()}
            aria-label="Default"
            valueLabelDisplay="auto"
            valueLabelFormat={(val) => val + property?.getUnits(val)}
            onChange={(_, val) => property.upValue(val)}
          />
        </CommonStyledWrapper>
      )}

      {property.attributes.type == "input" && (
        <>
          <Typography id="input-slider" gutterBottom>
            {property?.getLabel()}
          </Typography>
          <Input
            value={property.getValue()}
            onChange={(e) => property.upValue(e.target.value)}
          />
        </>
      )}

      {property.attributes.type == "radio" && (
        <Alignment
          padding={checkPadding(property?.attributes?.removePadding)}
          marginAlign={
            property.attributes.name == "margin-align" ? true : false
          }
          editor={editor}
          heading={property.attributes.label || "Alignment"}
          previousValue={property.getValue()}
          onChange={(val) => {
            property.upValue(val);
          }}
        />
      )}

      {property.attributes.type == "vertical-align" && (
        <VerticalAlignment
          padding={checkPadding(property?.attributes?.removePadding)}
          editor={editor}
          heading={property.attributes.label || "Vertical Alignment"}
          previousValue={property.getValue()}
          onChange={(val) => {
            property.upValue(val);
          }}
        />
      )}

      {property.attributes.type == "cell-width" && (
        <CellWidthProperties
          totalCell={property.attributes.totalCell}
          editor={editor}
          previousCellWidth={property.getValue()?.widthValues}
          onChange={(val) => {
            property.upValue({ ...property.getValue(), widthValues: val });
          }}
        />
      )}

      {property.attributes.type == "cell-background-color" &&
        property.attributes?.cells.map((cell) => {
          // console.log(cell, "cell");

          return (
            <CellColorPickers
              key={cell.heading}
              editor={editor}
              cell={cell}
              colorLabel={cell.label}
              heading={cell.heading}
              onChange={(val) => {
                property.upValue({ ...property.getValue(), [cell.type]: val });
              }}
              previousColor={property.getValue()[cell.type]}
            />
          );
        })}

      {property.attributes.type == "dividerStyle" && (
        <TabsButton
          editor={editor}
          heading={"Style"}
          previousValue={property.getValue()}
          onChange={(val) => {
            // console.log("val", val);
            property.upValue(val);
          }}
        />
      )}

      {property.attributes.type == "dividerWidth" && (
        <DividerWidth
          previousValue={property.getValue()}
          padding={checkPadding(property?.attributes?.removePadding)}
          editor={editor}
          heading={"Width"}
        />
      )}

      {property.attributes.type === "size" &&
        (() => {
          const selected = editor.getSelected();
          if (!selected) return null;
          const styles = getAllClassesStyles(editor) || {};
          const width = styles.width
            ? styles.width.replace("px", "").replace("%", "")
            : "";
          const height = styles.height
            ? styles.height.replace("px", "").replace("%", "")
            : "";
          const isLock = selected?.get?.("type") === "qa_form_block";
          const prefix = property.getLabel().includes("%") ? "%" : "px";
          return (
            <SizeInput
              prefix={prefix}
              isLock={isLock}
              width={width}
              height={height}
              padding={checkPadding(property?.attributes?.removePadding)}
              onChange={({ width, height }) => {
                const existingStyles = selected.getStyle() || {};
                selected.setStyle({
                  ...existingStyles,
                  width: width ? `${width}${prefix}` : undefined,
                  height: height ? `${height}${prefix}` : undefined,
                });
              }}
            />
          );
        })()}

      {property.attributes.type == "qa-text" && (
        <>
          {(() => {
            const selected = editor.getSelected();
            let qaTextComponent = null;
            let contentValue = "";

            if (selected?.get?.("type") === "custom-qa-text") {
              qaTextComponent = selected;
              contentValue =
                selected.getEl()?.innerText || selected.get("content") || "";
            } else if (selected?.get?.("type") === "qa_form_block") {
              qaTextComponent = selected.components().models.find((child) => {
                const childType = child.get?.("type") || child.attributes?.type;
                return childType === "custom-qa-text";
              });
              if (qaTextComponent) {
                contentValue =
                  qaTextComponent.getEl()?.innerText ||
                  qaTextComponent.get("content") ||
                  "";
              }
            }

            return (
              <TextInput
                previousValue={contentValue}
                onChange={(val) => {
                  if (qaTextComponent) {
                    qaTextComponent.set("content", val);
                    qaTextComponent.components(val);
                  }
                }}
                id={qaTextComponent?.getId()}
                multiline={true}
                rows={4}
                label={"Question Asked"}
                disabled={property.attributes?.disabled}
                placeholder={
                  property.attributes?.placeholder || property.getLabel()
                }
                padding={checkPadding(property?.attributes?.removePadding)}
              />
            );
          })()}
        </>
      )}

      {property.attributes.type == "toggle" && (
        <CommonStyledWrapper
          padding={checkPadding(property?.attributes?.removePadding)}
          width={property?.attributes?.propWidth}
        >
          <ToggleButton
            editor={editor}
            label={property.attributes?.label}
            onChange={(val) => {
              const selected = editor?.getSelected();
              if (!selected) return;
              const existingStyles = selected.getStyle() || {};
              if (val && property.attributes?.onToggleStyle) {
                selected.setStyle({
                  ...existingStyles,
                  ...property.attributes.onToggleStyle,
                });
              } else if (!val && property.attributes?.offToggleStyle) {
                selected.setStyle({
                  ...existingStyles,
                  ...property.attributes.offToggleStyle,
                });
              }
            }}
          />
        </CommonStyledWrapper>
      )}

      {property.attributes.type == "dividerHeight" && (
        <DividerHeight
          padding={checkPadding(property?.attributes?.removePadding)}
          editor={editor}
          previousValue={property.getValue()}
          onChange={(val) => {
            // console.log("val", val);
            property.upValue(val);
          }}
          heading={"Height"}
        />
      )}
    </>
  );
};

export default PropertyField;
