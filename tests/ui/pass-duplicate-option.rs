mod d {
    ods_macros::include_ods!("pass-duplicate-option.ods");
}

fn main() {}
