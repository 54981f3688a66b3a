%a = calc.const 1
// expected-error @below {{'calc.print' op label must not be empty}}
calc.print %a as ""
