variable "a" {
  default = 
}

variable "b" {
  type = object({meta = any})
  default = { for k in [ 1 ] : k => [ }
}
