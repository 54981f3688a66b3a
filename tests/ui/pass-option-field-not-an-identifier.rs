mod d {
    ods_macros::include_ods!("pass-option-field-not-an-identifier.ods");
}

fn main() {}
