variable "size" {
  default = { for k , for in { } a = 1 } : k => v }
}
