mod d {
    ods_macros::include_ods!("pass-enum-option-without-default.ods");
}

fn main() {}
