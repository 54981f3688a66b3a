// Index and bool constants (their results are named after their values), sizeof and casts.
%c0 = index.constant 0
%c1 = index.constant 42
%c2 = index.constant -3
%c3 = index.constant 42
%c4 = index.constant 9223372036854775807
%c5 = index.constant -9223372036854775808
%c6 = index.constant 0x10
%c7 = index.constant {tag = "t"} 7
%t = index.bool.constant true
%f = index.bool.constant false
%t2 = index.bool.constant true
%s = index.sizeof
%s2 = index.sizeof {tag}
%i, %j = "test.args"() : () -> (i32, i1)
%0 = index.casts %i : i32 to index
%1 = index.casts %c0 : index to i64
%2 = index.castu %j : i1 to index
%3 = index.castu %c1 : index to i8
%4 = index.casts %c1 : index to si32
%5 = index.castu %c1 : index to ui16
%6 = "index.constant"() <{value = 5 : index}> : () -> index
%7 = "index.bool.constant"() {value = false} : () -> i1
func.func @f() -> index {
  %x = index.constant 1
  %y = index.constant 1
  return %x : index
}
