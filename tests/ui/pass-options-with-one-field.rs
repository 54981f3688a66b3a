mod d {
    ods_macros::include_ods!("pass-options-with-one-field.ods");
}

fn main() {}
