// `custom<CustomDirectiveAttributes>` parses integer attributes.
test.format_custom_directive_attributes "x"
