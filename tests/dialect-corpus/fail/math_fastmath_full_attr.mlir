// A full attribute may replace the stripped flags, but it then swallows the `: type`.
%a = "test.a"() : () -> f32
%0 = math.cos %a fastmath #arith.fastmath<fast>
%1 = math.sin %0 : f32
