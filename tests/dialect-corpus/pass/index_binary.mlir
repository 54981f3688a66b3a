// Every binary index op.
%a, %b = "test.args"() : () -> (index, index)
%0 = index.add %a, %b
%1 = index.sub %a, %b
%2 = index.mul %a, %b
%3 = index.divs %a, %b
%4 = index.divu %a, %b
%5 = index.ceildivs %a, %b
%6 = index.ceildivu %a, %b
%7 = index.floordivs %a, %b
%8 = index.rems %a, %b
%9 = index.remu %a, %b
%10 = index.maxs %a, %b
%11 = index.maxu %a, %b
%12 = index.mins %a, %b
%13 = index.minu %a, %b
%14 = index.shl %a, %b
%15 = index.shrs %a, %b
%16 = index.shru %a, %b
%17 = index.and %a, %b
%18 = index.or %a, %b
%19 = index.xor %a, %b {tag = "x"}
%20 = index.add %0,%1{}
