import React, { useEffect, useState } from "react";
import { Box, IconButton, Tooltip } from "@mui/material";
import styled from "styled-components";
import { DragDropContext, Draggable, Droppable } from "react-beautiful-dnd";
import { v4 as uuidv4 } from "uuid";
import DragDropIcon from "../../assets/svg/DragDropIcon";
import CopyIcon from "../../assets/svg/CopyIcon";
import DeleteIcon from "../../assets/svg/DeleteIcon";
import { CommonHeading } from "../StyledComponents/CommonStyledWrapper";
import {
  EMPTY_OPTION_ATTR,
  typeCustomDropdownField,
  typeCustomTextField,
} from "./EmbedForm";

const Wrapper = styled.div`
  padding: 10px 0px 20px 0px;
`;

const SectionTitle = styled.div`
  font-family: Satoshi;
  font-size: 13px;
  font-weight: 700;
  color: #737373;
  text-transform: uppercase;
  letter-spacing: 0.02em;
  padding: 0 10px 8px 10px;
`;

const FieldRow = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  background: #fff;
  border: 1px solid #f0f0f0;
  border-radius: 8px;
  padding: 8px 6px;
  margin: 0 10px 8px 10px;
  cursor: pointer;

  &:hover {
    border-color: #d6d6d6;
  }
`;

const FieldMeta = styled.div`
  flex: 1;
  min-width: 0;
`;

const FieldBadge = styled.div`
  font-family: Satoshi;
  font-size: 12px;
  color: #737373;
`;

const collectFieldComponents = (editor) => {
  const wrapper = editor?.getWrapper?.();
  if (!wrapper) return [];

  const results = [];
  const walk = (comp) => {
    const type = comp.get("type");

    if (type === typeCustomTextField || type === typeCustomDropdownField) {
      results.push(comp);
      return; // don't descend into the field's own label/input/help children
    }

    if (type === "input") {
      const attrs = comp.get("attributes") || {};
      if (attrs.type !== "hidden") results.push(comp);
    } else if (type === "select") {
      results.push(comp);
    }

    comp.components().each(walk);
  };

  walk(wrapper);
  return results;
};

const getFieldLabel = (comp) => {
  const type = comp.get("type");
  if (type === typeCustomTextField || type === typeCustomDropdownField) {
    return comp.get("label") || "Untitled field";
  }
  const attrs = comp.get("attributes") || {};
  return attrs.label || attrs.name || attrs.placeholder || "Field";
};

const getFieldBadge = (comp) => {
  const type = comp.get("type");
  const attrs = comp.get("attributes") || {};
  const isRequired =
    comp.get("required") === true || attrs.required === true || attrs.required === "true";

  if (type === typeCustomTextField) {
    return `Text${isRequired ? " · Required" : ""}`;
  }
  if (type === typeCustomDropdownField) {
    const selectComp = comp
      .components()
      .filter((c) => c.get("tagName") === "select")[0];
    const count = selectComp
      ? selectComp
          .components()
          .filter(
            (c) => (c.getAttributes?.() || {})[EMPTY_OPTION_ATTR] !== "true",
          ).length
      : 0;
    return `Dropdown · ${count} value${count === 1 ? "" : "s"}`;
  }
  if (type === "select") {
    return `Dropdown${isRequired ? " · Required" : ""}`;
  }
  // Legacy plain input field (name/email from the Signup Form block)
  return `Text${isRequired ? " · Required" : ""}`;
};

const FormFieldsList = ({ editor }) => {
  const [, forceRender] = useState(0);

  useEffect(() => {
    if (!editor) return;
    const rerender = () => forceRender((n) => n + 1);
    editor.on("component:add", rerender);
    editor.on("component:remove", rerender);
    editor.on("component:update", rerender);
    editor.on("component:selected", rerender);
    return () => {
      editor.off("component:add", rerender);
      editor.off("component:remove", rerender);
      editor.off("component:update", rerender);
      editor.off("component:selected", rerender);
    };
  }, [editor]);

  if (!editor) return null;

  const fields = collectFieldComponents(editor);
  if (!fields.length) return null;

  const handleSelect = (comp) => {
    editor.select(comp);
  };

  const handleDuplicate = (e, comp) => {
    e.stopPropagation();
    const parent = comp.parent?.();
    if (!parent) return;
    const index = parent.components().indexOf(comp);
    const clone = comp.clone();

    const type = comp.get("type");
    if (type === typeCustomTextField || type === typeCustomDropdownField) {
      clone.addAttributes({ "data-field-id": `field_${uuidv4()}` });
    }

    parent.components().add(clone, { at: index + 1 });
    editor.select(clone);
  };

  const handleDelete = (e, comp) => {
    e.stopPropagation();
    if (comp.get("removable") === false) return;
    comp.remove();
  };

  const onDragEnd = (result) => {
    if (!result.destination) return;
    const { source, destination } = result;
    if (source.index === destination.index) return;

    const moved = fields[source.index];
    const target = fields[destination.index];
    const parent = moved?.parent?.();
    if (!parent || !target) return;

    if (target.parent?.() !== parent) return;

    const comps = parent.components();
    const siblings = [];
    comps.each((c) => siblings.push(c));

    const fromIndex = siblings.indexOf(moved);
    if (fromIndex === -1) return;

    siblings.splice(fromIndex, 1);
    let insertIndex = siblings.indexOf(target);
    if (insertIndex === -1) return;
    if (source.index < destination.index) insertIndex += 1;
    siblings.splice(insertIndex, 0, moved);

    comps.reset([], { silent: true });
    siblings.forEach((c) => comps.add(c, { silent: true }));

    parent.view?.render();
    editor.trigger("component:update", moved);
    forceRender((n) => n + 1);
  };

  return (
    <Wrapper>
      <SectionTitle>Form fields</SectionTitle>
      <DragDropContext onDragEnd={onDragEnd}>
        <Droppable droppableId="form-fields-list">
          {(provided) => (
            <div ref={provided.innerRef} {...provided.droppableProps}>
              {fields.map((comp, index) => {
                const isRemovable = comp.get("removable") !== false;
                return (
                  <Draggable key={comp.cid} draggableId={comp.cid} index={index}>
                    {(dragProvided, snapshot) => (
                      <div
                        ref={dragProvided.innerRef}
                        {...dragProvided.draggableProps}
                        style={{
                          ...dragProvided.draggableProps.style,
                          ...(snapshot.isDragging && { zIndex: 1000 }),
                        }}
                      >
                        <FieldRow onClick={() => handleSelect(comp)}>
                          <IconButton
                            size="small"
                            {...dragProvided.dragHandleProps}
                            onClick={(e) => e.stopPropagation()}
                            sx={{ cursor: "grab", "&:active": { cursor: "grabbing" } }}
                          >
                            <DragDropIcon />
                          </IconButton>
                          <FieldMeta>
                            <CommonHeading fontSize="14px">
                              {getFieldLabel(comp)}
                            </CommonHeading>
                            <FieldBadge>{getFieldBadge(comp)}</FieldBadge>
                          </FieldMeta>
                          <IconButton
                            size="small"
                            onClick={(e) => handleDuplicate(e, comp)}
                          >
                            <CopyIcon style={{ filter: "invert(1)" }} />
                          </IconButton>
                          <Tooltip
                            title={
                              isRemovable
                                ? ""
                                : "This field is required and can't be removed"
                            }
                          >
                            <span>
                              <IconButton
                                size="small"
                                disabled={!isRemovable}
                                onClick={(e) => handleDelete(e, comp)}
                              >
                                <DeleteIcon style={{ width: 18, height: 18 }} />
                              </IconButton>
                            </span>
                          </Tooltip>
                        </FieldRow>
                      </div>
                    )}
                  </Draggable>
                );
              })}
              {provided.placeholder}
            </div>
          )}
        </Droppable>
      </DragDropContext>
    </Wrapper>
  );
};

export default FormFieldsList;
