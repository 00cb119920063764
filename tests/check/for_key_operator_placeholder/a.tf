variable "tags" {
  type = any
  default = false if
}

variable "port" {
  type = string
}

variable "zone" {
  type = list(object({count = optional(number, null)}))
  default = [ for v in [ 1 , 2 ] : v + => ) ]
}
