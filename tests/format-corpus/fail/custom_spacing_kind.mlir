// `custom<CustomDirectiveSpacing>` parses string attributes.
test.format_custom_directive_spacing 1 "b"
