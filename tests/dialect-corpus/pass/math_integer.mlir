// The integer math ops over signless integers, index, vectors and tensors.
%a, %b = "test.args"() : () -> (i32, i32)
%c = "test.arg"() : () -> i1
%d = "test.arg"() : () -> i128
%n = "test.arg"() : () -> index
%v = "test.arg"() : () -> vector<4xi8>
%t = "test.arg"() : () -> tensor<?xi64>
%s = "test.arg"() : () -> vector<[2]xindex>
%0 = math.absi %a : i32
%1 = math.absi %v : vector<4xi8>
%2 = math.ctlz %d : i128
%3 = math.ctlz %n : index
%4 = math.cttz %c : i1
%5 = math.cttz %t : tensor<?xi64>
%6 = math.ctpop %a {tag = "x"} : i32
%7 = math.ctpop %s : vector<[2]xindex>
%8 = math.ipowi %a, %b : i32
%9 = math.ipowi %n, %n : index
%10 = math.ipowi %t, %t : tensor<?xi64>
