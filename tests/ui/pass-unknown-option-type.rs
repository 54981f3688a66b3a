mod d {
    ods_macros::include_ods!("pass-unknown-option-type.ods");
}

fn main() {}
