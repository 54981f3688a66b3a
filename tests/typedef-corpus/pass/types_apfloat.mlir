// APFloat parameter with a default (+0.0 as f64): the default is omitted on output; other
// values print like f64 float attributes (%e form, or shortest exact digits if needed).
"foo.a"() : () -> !test.ap_float<>
"foo.b"() : () -> !test.ap_float<0.0>
"foo.c"() : () -> !test.ap_float<-0.0>
"foo.d"() : () -> !test.ap_float<1.5>
"foo.e"() : () -> !test.ap_float<1.0e10>
"foo.f"() : () -> !test.ap_float<0.1>
"foo.g"() : () -> !test.ap_float<0.123456789>
"foo.h"() : () -> !test.ap_float<-2.0e-300>
