// The inits of `destination_style_op` are tensors or memrefs.
%0 = "foo.op"() : () -> f32
test.destination_style_op outs(%0 : f32)
