variable "e" {
  default = 
}

variable "f" {
  type = object({meta = any})
  default = { for k , v in { a = } : k => [ }
}
