mod d {
    ods_macros::include_ods!("pass-unknown-field.ods");
}

fn main() {}
