mod d {
    ods_macros::include_ods!("pass-list-option-default.ods");
}

fn main() {}
