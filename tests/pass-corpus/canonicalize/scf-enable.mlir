// ARGS: '--canonicalize=enable-patterns={(anonymous namespace)::CombineIfs,(anonymous namespace)::RemoveDeadRegionBranchOpSuccessorInputs}' --split-input-file
// Two scf patterns on (one of them a RegionBranchOpInterface pattern): static conditions
// and trivial loops stay, adjacent ifs on one condition merge, dead iteration arguments go.
func.func @ifs(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %t = arith.constant true
  %x = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  %y = scf.if %c -> i32 {
    scf.yield %b : i32
  } else {
    scf.yield %a : i32
  }
  %s = scf.if %t -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %y : i32
  }
  return %s, %y : i32, i32
}

// -----

func.func @loop(%a: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a, %unused = %a) -> (i32, i32) {
    %m = arith.addi %acc, %acc : i32
    %u = arith.addi %unused, %m : i32
    scf.yield %m, %u : i32, i32
  }
  %one = scf.for %i = %c0 to %c1 step %c1 iter_args(%acc = %a) -> i32 {
    %m = arith.muli %acc, %acc : i32
    scf.yield %m : i32
  }
  %s = arith.addi %r#0, %one : i32
  return %s : i32
}
