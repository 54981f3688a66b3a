// Binary and ternary floating-point math ops, fpowi and sincos.
%x, %y, %z = "test.args"() : () -> (f32, f32, f32)
%v, %w = "test.args"() : () -> (vector<2x[4]xf64>, vector<2x[4]xf64>)
%t = "test.arg"() : () -> tensor<3xbf16>
%i = "test.arg"() : () -> i32
%n = "test.arg"() : () -> index
%vi = "test.arg"() : () -> vector<2x[4]xi64>
%ti = "test.arg"() : () -> tensor<3xi8>
%0 = math.atan2 %x, %y : f32
%1 = math.atan2 %v, %w fastmath<fast> : vector<2x[4]xf64>
%2 = math.copysign %x, %y fastmath<nnan> : f32
%3 = math.copysign %t, %t : tensor<3xbf16>
%4 = math.powf %x, %y fastmath<afn,contract> : f32
%5 = math.powf %v, %w : vector<2x[4]xf64>
%6 = math.fma %x, %y, %z : f32
%7 = math.fma %v, %w, %v fastmath<contract> : vector<2x[4]xf64>
%8 = math.clampf %x to [%y, %z] : f32
%9 = math.clampf %t to [%t, %t] fastmath<nnan,ninf> : tensor<3xbf16>
%10 = math.fpowi %x, %i : f32, i32
%11 = math.fpowi %x, %n fastmath<fast> : f32, index
%12 = math.fpowi %v, %vi : vector<2x[4]xf64>, vector<2x[4]xi64>
%13 = math.fpowi %t, %ti fastmath<reassoc> {k} : tensor<3xbf16>, tensor<3xi8>
%14:2 = math.sincos %x : f32
%15, %16 = math.sincos %v fastmath<afn> : vector<2x[4]xf64>
%s, %c = math.sincos %t {fastmath = #arith.fastmath<nsz>} : tensor<3xbf16>
%17 = math.clampf %x to[%y,%z]fastmath<fast>:f32
