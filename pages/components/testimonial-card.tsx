import type { Testimonial } from "../../src/content";
import { StarIcon } from "./icons";

/** As many stars as the rating, read out as "Rated n out of 5". */
export function RatingStars({ rating }: { rating: number }) {
  return (
    <div className="stars" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5]
        .filter((star) => star <= rating)
        .map((star) => (
          <StarIcon key={star} />
        ))}
    </div>
  );
}

/** One client review: stars, the words, and who wrote them. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="card testimonial">
      <RatingStars rating={testimonial.rating} />
      <blockquote>
        <p>{testimonial.text}</p>
      </blockquote>
      <figcaption className="testimonial-person">
        <img
          src={testimonial.image.src}
          alt={testimonial.image.alt}
          width={48}
          height={48}
          loading="lazy"
        />
        <div>
          <p className="testimonial-name">{testimonial.name}</p>
          <p className="testimonial-label">{testimonial.reviewsLabel}</p>
        </div>
      </figcaption>
    </figure>
  );
}
