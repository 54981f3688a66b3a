// math on f8E8M0FNU: floor, ceil and roundeven of a fraction add and subtract one as LLVM does
// (0.5 rounds to even 1.0, smaller fractions to the smallest value, signs kept); the
// C-library folds (round, trunc, sqrt, ...) take only f32 and f64 and leave it alone.
func.func @round() -> (f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU) {
  %h = arith.constant 0.5 : f8E8M0FNU
  %q = arith.constant 0.25 : f8E8M0FNU
  %nh = arith.constant -0.5 : f8E8M0FNU
  %nq = arith.constant -0.25 : f8E8M0FNU
  %s = arith.constant 0x00 : f8E8M0FNU
  %nan = arith.constant 0xFF : f8E8M0FNU
  %8 = arith.constant 8.0 : f8E8M0FNU
  %0 = math.floor %nh : f8E8M0FNU
  %1 = math.ceil %nh : f8E8M0FNU
  %2 = math.roundeven %nh : f8E8M0FNU
  %3 = math.roundeven %q : f8E8M0FNU
  %4 = math.roundeven %nq : f8E8M0FNU
  %5 = math.ceil %q : f8E8M0FNU
  %6 = math.floor %nq : f8E8M0FNU
  %7 = math.ceil %nq : f8E8M0FNU
  %9 = math.ceil %s : f8E8M0FNU
  %10 = math.floor %s : f8E8M0FNU
  %11 = math.floor %nan : f8E8M0FNU
  %12 = math.ceil %8 : f8E8M0FNU
  %13 = math.floor %h : f8E8M0FNU
  %14 = math.roundeven %h : f8E8M0FNU
  return %0, %1, %2, %3, %4, %5, %6, %7, %9, %10, %11, %12, %13, %14 : f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU
}

// -----

func.func @math() -> (f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU) {
  %a = arith.constant 4.0 : f8E8M0FNU
  %b = arith.constant -8.0 : f8E8M0FNU
  %s = arith.constant 0.5 : f8E8M0FNU
  %0 = math.absf %b : f8E8M0FNU
  %1 = math.copysign %a, %b : f8E8M0FNU
  %2 = math.sqrt %a : f8E8M0FNU
  %3 = math.floor %s : f8E8M0FNU
  %4 = math.ceil %s : f8E8M0FNU
  %5 = math.round %s : f8E8M0FNU
  %6 = math.roundeven %s : f8E8M0FNU
  %7 = math.trunc %s : f8E8M0FNU
  %8 = math.fma %a, %a, %s : f8E8M0FNU
  %9 = math.powf %a, %s : f8E8M0FNU
  %10 = math.exp2 %a : f8E8M0FNU
  %11 = math.log2 %a : f8E8M0FNU
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU
}
