variable "v2" {
  type = list(string)
  default = { for k , v in { a = 1 } : k if => v } . x
}
