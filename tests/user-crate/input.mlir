%a = calc.const 20
%b = calc.const 22
%zero = calc.const 0
%sum = calc.add %a, %b
%same = calc.add %sum, %zero
%n = calc.neg %same
%nn = calc.neg %n
calc.print %nn as "answer"
calc.repeat 2 {
^bb0(%i: i64):
  %x = calc.neg %i
  %y = calc.neg %x
  calc.print %y
}
