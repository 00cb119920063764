variable "zone" {
  type = string
  default = { for k , v in { a = 1 } : => v [ }
}

variable "port" {
  type = string
}
