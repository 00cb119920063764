variable "name" {
  default = "abc" ?
}

variable "size" {
  default = 1 ? { for k in [] : k } : 2
}

variable "items" {
  default = ? { for k , v in { a = 1 } : k } => v }
}
