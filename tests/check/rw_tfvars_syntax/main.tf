variable "name" {
  type = string
}

variable "settings" {
  type = object({
    size = number
    tags = optional(map(string), {})
  })
}

variable "zones" {
  type    = list(string)
  default = []
}
