// math ops written in the generic form: fast-math flags as a property, in the attribute
// dictionary, or left out (the default `none`).
%x, %y, %z = "test.args"() : () -> (f32, f32, f32)
%i = "test.arg"() : () -> i16
%vi = "test.arg"() : () -> vector<3xi16>
%v = "test.arg"() : () -> vector<3xf64>
%0 = "math.absf"(%x) : (f32) -> f32
%1 = "math.cos"(%x) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
%2 = "math.sin"(%x) {fastmath = #arith.fastmath<nnan,ninf>} : (f32) -> f32
%3 = "math.powf"(%x, %y) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
%4 = "math.fma"(%x, %y, %z) <{fastmath = #arith<fastmath<contract>>}> : (f32, f32, f32) -> f32
%5 = "math.clampf"(%x, %y, %z) {other} : (f32, f32, f32) -> f32
%6:2 = "math.sincos"(%v) <{fastmath = #arith.fastmath<afn>}> : (vector<3xf64>) -> (vector<3xf64>, vector<3xf64>)
%7 = "math.fpowi"(%v, %vi) : (vector<3xf64>, vector<3xi16>) -> vector<3xf64>
%8 = "math.isnan"(%v) : (vector<3xf64>) -> vector<3xi1>
%9 = "math.ctpop"(%i) : (i16) -> i16
%10 = "math.ipowi"(%i, %i) {k = 1} : (i16, i16) -> i16
%11 = "math.copysign"(%x, %y) <{fastmath = #arith.fastmath<reassoc>}> {fastmath = #arith.fastmath<nsz>} : (f32, f32) -> f32
