mod d {
    ods_macros::include_ods!("method-without-receiver.ods");
}

fn main() {}
