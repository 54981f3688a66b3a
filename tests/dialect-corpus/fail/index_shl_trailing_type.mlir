// The binary index ops have no type in their custom form.
%a = "test.a"() : () -> index
%0 = index.shl %a, %a : index
