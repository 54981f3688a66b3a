// ARGS: --inline
// @even and @odd form one component; calls from @main into it are inlined, with the inline
// history stopping the unrolling.
func.func @main(%n: i32) -> i1 {
  %0 = call @even(%n) : (i32) -> i1
  return %0 : i1
}
func.func @even(%n: i32) -> i1 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %z = arith.cmpi eq, %n, %c0 : i32
  %r = scf.if %z -> i1 {
    %t = arith.constant true
    scf.yield %t : i1
  } else {
    %m = arith.subi %n, %c1 : i32
    %o = func.call @odd(%m) : (i32) -> i1
    scf.yield %o : i1
  }
  return %r : i1
}
func.func @odd(%n: i32) -> i1 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %z = arith.cmpi eq, %n, %c0 : i32
  %r = scf.if %z -> i1 {
    %f = arith.constant false
    scf.yield %f : i1
  } else {
    %m = arith.subi %n, %c1 : i32
    %e = func.call @even(%m) : (i32) -> i1
    scf.yield %e : i1
  }
  return %r : i1
}
