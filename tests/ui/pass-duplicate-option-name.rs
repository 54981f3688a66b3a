mod d {
    ods_macros::include_ods!("pass-duplicate-option-name.ods");
}

fn main() {}
