// Floating-point arith ops with every fast-math flag combination form.
%x, %y = "test.args"() : () -> (f32, f64)
%v = "test.vec"() : () -> vector<2x[4]xbf16>
%0 = arith.addf %x, %x : f32
%1 = arith.addf %x, %x fastmath<fast> : f32
%2 = arith.subf %x, %x fastmath<reassoc> : f32
%3 = arith.mulf %y, %y fastmath<nnan,ninf,nsz> : f64
%4 = arith.divf %y, %y fastmath<arcp,contract,afn> : f64
%5 = arith.remf %x, %x fastmath<none> : f32
%6 = arith.maximumf %v, %v : vector<2x[4]xbf16>
%7 = arith.maxnumf %x, %x : f32
%8 = arith.minimumf %x, %x fastmath<nnan> : f32
%9 = arith.minnumf %y, %y : f64
%10 = arith.negf %x : f32
%11 = arith.negf %v fastmath<fast> : vector<2x[4]xbf16>
%12 = arith.addf %x, %x fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
%13 = arith.addf %x, %x fastmath<reassoc,nnan,ninf,nsz,arcp,contract> {note = "six flags"} : f32
