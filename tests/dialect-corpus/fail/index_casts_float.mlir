// Casts do not take floats.
%a = "test.a"() : () -> index
%0 = index.casts %a : index to f32
